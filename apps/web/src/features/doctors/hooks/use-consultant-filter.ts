import { useReducer } from 'react';

/** What the consultant grid asks the server for (docs/product-spec.md §4 'Speciality filter'). `limit: 0` means every doctor. */
export type ConsultantFilter = { limit: number; searchTerm: string };

export type ConsultantFilterAction =
  { type: 'specialityChosen'; speciality: string } | { type: 'seeMore' } | { type: 'seeAll' };

// docs/product-spec.md §9: 'See More Consultant' adds 5.
export const SEE_MORE_STEP = 5;

/**
 * docs/product-spec.md §4: choosing a speciality sets it as the search keyword and the limit to 0 (all of that speciality);
 * 'See All' clears the filter; 'See More Consultant' clears the filter and adds 5 to the limit. 'See All'
 * keeps the limit at 0, so it shows every doctor, as its name says.
 */
export function consultantFilterReducer(state: ConsultantFilter, action: ConsultantFilterAction): ConsultantFilter {
  switch (action.type) {
    case 'specialityChosen':
      return { searchTerm: action.speciality, limit: 0 };
    case 'seeAll':
      return { searchTerm: '', limit: 0 };
    case 'seeMore':
      // Already everything (limit 0): adding 5 would shrink the list to 5, so it stays at everything.
      return { searchTerm: '', limit: state.limit === 0 ? 0 : state.limit + SEE_MORE_STEP };
  }
}

/** Whether 'See More Consultant' can show anyone new: a full page came back, so there may be more. */
export function mayHaveMore(filter: ConsultantFilter, shown: number | undefined): boolean {
  if (filter.searchTerm !== '' || filter.limit === 0) return false;
  return shown === undefined || shown >= filter.limit;
}

export function useConsultantFilter(initialLimit: number) {
  const [filter, dispatch] = useReducer(consultantFilterReducer, { limit: initialLimit, searchTerm: '' });
  return {
    filter,
    chooseSpeciality: (speciality: string) => dispatch({ type: 'specialityChosen', speciality }),
    seeMore: () => dispatch({ type: 'seeMore' }),
    seeAll: () => dispatch({ type: 'seeAll' }),
  };
}
