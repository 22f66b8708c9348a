const FRAME_ID = 'print-frame';

/**
 * Prints an HTML document through a hidden iframe (docs/product-spec.md §2: printables are generated in a hidden frame), so the
 * staff screen stays as it is and only the sheet reaches the printer. One frame at a time: it stays in the page
 * after printing, because browsers print asynchronously and removing it too early can cancel the job.
 * srcdoc rather than document.write: the frame's `load` then says when the sheet (and any image) is ready to print.
 */
export function printHtml(html: string, title: string): HTMLIFrameElement {
  document.getElementById(FRAME_ID)?.remove();
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Zero-sized rather than display:none, which some browsers refuse to print.
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.addEventListener(
    'load',
    () => {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    },
    { once: true },
  );
  frame.srcdoc = html;
  document.body.append(frame);
  return frame;
}
