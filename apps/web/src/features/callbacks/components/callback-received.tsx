import { HotlineLink } from '@/components/ui/hotline-link';
import { StatusPanel } from '@/components/ui/status-panel';

/** docs/product-spec.md §2 /received_callback: the confirmation after a callback request. */
export function CallbackReceived() {
  return (
    <StatusPanel tone="received" title="We received your request">
      <p className="text-base text-slate-600">
        Thank you. Our team will call you back soon on the number you gave us. Please keep your phone close.
      </p>
      <p className="text-sm text-slate-500">
        Need help right now? Call our hotline <HotlineLink />.
      </p>
    </StatusPanel>
  );
}
