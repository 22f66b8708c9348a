import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Fills the screen's fields by their labels, in order, as a user would: a select gets the option chosen, any other
 * field the text typed (a list page's filter and its search).
 */
export async function fillByLabel(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await user.type(field, value);
  }
}
