import { Button } from './button';

// 'stacked': a page's form, the submit button on top on a phone and wide beside a narrow Back from `sm` up.
// 'halves': a dialog's form, the two buttons side by side in equal halves.
const LAYOUTS = {
  stacked: { row: 'flex flex-col-reverse gap-3 pt-2 sm:flex-row', back: 'sm:w-40', submit: 'sm:flex-1' },
  halves: { row: 'grid grid-cols-2 gap-2', back: 'min-h-11', submit: '' },
} as const;

type FormButtonRowProps = {
  /** The way out without sending: its words and what it does. */
  back: { label: string; onClick: () => void };
  /** The form's submit button: its words, whether a send is under way, and whether it takes something away. */
  submit: { label: string; busy: boolean; danger?: boolean };
  layout: keyof typeof LAYOUTS;
};

/** A form's last row: a way back that sends nothing, and the submit button that waits while the send is under way. */
export function FormButtonRow({ back, submit, layout }: FormButtonRowProps) {
  const classes = LAYOUTS[layout];
  return (
    <div className={classes.row}>
      <Button variant="secondary" onClick={back.onClick} className={classes.back}>
        {back.label}
      </Button>
      <Button
        type="submit"
        disabled={submit.busy}
        className={`${classes.submit} ${submit.danger ? 'bg-red-700 hover:bg-red-800' : ''}`}
      >
        {submit.label}
      </Button>
    </div>
  );
}
