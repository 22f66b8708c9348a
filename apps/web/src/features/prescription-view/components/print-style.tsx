import PRINT_CSS from './prescription-print.css?raw';

/**
 * The A4 print of the prescription page (docs/architecture.md §12: printing is the browser's, which shapes Bangla
 * correctly). A <style> element rather than a stylesheet the bundle keeps, so its @page holds only while the page is
 * open and other printouts keep their own.
 */
export function PrintStyle() {
  return <style>{PRINT_CSS}</style>;
}
