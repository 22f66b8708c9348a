import { useState } from 'react';
import { toast } from '@/lib/toast';

type PaymentRedirect = {
  /** Asks the server for the gateway's payment page (the session's URL). */
  openSession: () => Promise<{ data: { url: string } }>;
  /** The loading toast while it is asked for. */
  working: string;
  /** Sends the browser to the gateway's page. */
  leave: (url: string) => void;
};

/**
 * A "pay online" button's work: ask for a payment page and send the browser there. `leaving` stays true until the
 * gateway's page replaces this one, so a second tap cannot open a second session. On a refusal (already paid, the
 * gateway unreachable) the API client has toasted the reason and the button is ready again.
 */
export function usePaymentRedirect({ openSession, working, leave }: PaymentRedirect) {
  const [leaving, setLeaving] = useState(false);
  const pay = async () => {
    const toastId = toast.loading(working);
    try {
      const { data } = await openSession();
      setLeaving(true);
      leave(data.url);
    } catch {
      toast.dismiss(toastId);
    }
  };
  return { leaving, pay: () => void pay() };
}
