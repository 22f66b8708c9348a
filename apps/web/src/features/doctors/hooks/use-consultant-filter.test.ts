import { describe, expect, it } from 'vitest';
import { consultantFilterReducer, mayHaveMore } from './use-consultant-filter';

describe('consultant filter (docs/product-spec.md §4)', () => {
  it.each([
    {
      name: 'when a speciality is chosen, then it becomes the search term and the limit drops to 0 (all of it)',
      from: { limit: 15, searchTerm: '' },
      action: { type: 'specialityChosen', speciality: 'Kidney' },
      to: { limit: 0, searchTerm: 'Kidney' },
    },
    {
      name: 'when See All is pressed, then the filter is cleared and every doctor is asked for',
      from: { limit: 0, searchTerm: 'Kidney' },
      action: { type: 'seeAll' },
      to: { limit: 0, searchTerm: '' },
    },
    {
      name: 'when See More is pressed, then the filter is cleared and 5 more are asked for',
      from: { limit: 10, searchTerm: '' },
      action: { type: 'seeMore' },
      to: { limit: 15, searchTerm: '' },
    },
    {
      name: 'when See More is pressed while everyone is shown, then it still asks for everyone rather than 5',
      from: { limit: 0, searchTerm: '' },
      action: { type: 'seeMore' },
      to: { limit: 0, searchTerm: '' },
    },
  ] as const)('$name', ({ from, action, to }) => {
    expect(consultantFilterReducer(from, action)).toEqual(to);
  });

  it.each([
    ['a full page came back', true, { limit: 10, searchTerm: '' }, 10],
    ['the answer is still loading', true, { limit: 10, searchTerm: '' }, undefined],
    ['fewer than asked came back', false, { limit: 15, searchTerm: '' }, 12],
    ['everyone is shown', false, { limit: 0, searchTerm: '' }, 26],
    ['a speciality is chosen', false, { limit: 0, searchTerm: 'ENT' }, 1],
  ] as const)('when %s, then offering See More is %s', (_case, expected, filter, shown) => {
    expect(mayHaveMore(filter, shown)).toBe(expected);
  });
});
