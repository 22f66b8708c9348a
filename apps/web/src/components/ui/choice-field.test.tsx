import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceField } from './choice-field';

const SIZES = ['small', 'large'] as const;
type Size = (typeof SIZES)[number];

function Sizes({ initial, onChange = () => {} }: { initial: Size | ''; onChange?: (size: Size) => void }) {
  const [value, setValue] = useState<Size | ''>(initial);
  return (
    <ChoiceField
      legend="Size"
      options={SIZES}
      optionLabel={(size) => (size === 'small' ? 'Small' : 'Large')}
      optionLang={(size) => (size === 'large' ? 'en-GB' : undefined)}
      value={value}
      onChange={(size) => {
        setValue(size);
        onChange(size);
      }}
      hint="Ask the customer."
    />
  );
}

describe('ChoiceField', () => {
  it('when it opens, then it is a radio group named by its legend and described by its hint, with the given option chosen', () => {
    render(<Sizes initial="large" />);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText('Ask the customer.').id);
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => [radio.closest('label')?.textContent, (radio as HTMLInputElement).checked]),
    ).toEqual([
      ['Small', false],
      ['Large', true],
    ]);
    expect(within(group).getByRole('radio', { name: 'Large' }).closest('label')?.lang).toBe('en-GB');
  });

  it('when nothing is chosen yet and an option is clicked, then that option is checked and reported as listed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Sizes initial="" onChange={onChange} />);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Small' }));
    expect(screen.getByRole('radio', { name: 'Small' })).toHaveProperty('checked', true);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('small');
  });

  it('when the group is reached with Tab, then the arrow keys move the choice, as in any radio group', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Sizes initial="small" onChange={onChange} />);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Small' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Large' })).toHaveProperty('checked', true);
    expect(onChange).toHaveBeenLastCalledWith('large');
  });
});
