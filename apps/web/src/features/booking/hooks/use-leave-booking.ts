import { useGoBack } from '@/hooks/use-go-back';

/** docs/product-spec.md §4 step 6: 'Go Back' discards the draft and returns, without ever leaving the site. */
export function useLeaveBooking(discardDraft: () => void) {
  const goBack = useGoBack();
  return () => {
    discardDraft();
    goBack();
  };
}
