import { describe, expect, it } from 'vitest';
import { consultantFilterReducer, mayHaveMore } from './use-consultant-filter';

describe('consultant filter (docs/product-spec.md §4)', () => {
  it('when a speciality is chosen, then it becomes the search term and the limit drops to 0 (all of it)', () => {
    expect(
      consultantFilterReducer({ limit: 15, searchTerm: '' }, { type: 'specialityChosen', speciality: 'Kidney' }),
    ).toEqual({
      limit: 0,
      searchTerm: 'Kidney',
    });
  });

  it('when See All is pressed, then the filter is cleared and every doctor is asked for', () => {
    expect(consultantFilterReducer({ limit: 0, searchTerm: 'Kidney' }, { type: 'seeAll' })).toEqual({
      limit: 0,
      searchTerm: '',
    });
  });

  it('when See More is pressed, then the filter is cleared and 5 more are asked for', () => {
    expect(consultantFilterReducer({ limit: 10, searchTerm: '' }, { type: 'seeMore' })).toEqual({
      limit: 15,
      searchTerm: '',
    });
  });

  it('when See More is pressed while everyone is shown, then it still asks for everyone rather than 5', () => {
    expect(consultantFilterReducer({ limit: 0, searchTerm: '' }, { type: 'seeMore' })).toEqual({
      limit: 0,
      searchTerm: '',
    });
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
