import { HotlineLink } from '@/components/ui/hotline-link';
import { StatusPanel } from '@/components/ui/status-panel';

/** docs/product-spec.md §2 /received_emergency_slot_request: the confirmation after a Quick Reserve request. */
export function SlotRequestReceived() {
  return (
    <StatusPanel tone="urgent" title="Emergency slot requested">
      <p className="text-base text-slate-600">
        Our emergency team has your request and will call you shortly on the number you gave. Please keep your phone
        close.
      </p>
      <p className="text-sm text-slate-600">
        Is it urgent? Call our hotline now <HotlineLink />.
      </p>
    </StatusPanel>
  );
}
