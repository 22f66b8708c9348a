import { useNavigate } from 'react-router';

/**
 * docs/product-spec.md §4 step 6: 'Go Back' discards the draft and returns. Back one page when there is one of ours (React Router
 * numbers its history entries in `history.state.idx`), otherwise home: a booking link opened from elsewhere must
 * not send the visitor off the site.
 */
export function useLeaveBooking(discardDraft: () => void) {
  const navigate = useNavigate();
  return () => {
    discardDraft();
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/');
  };
}
