import { toast } from '@/lib/toast';
import { useLazyGetPatientProfileQuery } from '../api/get-patient-profile';
import { useLanguage } from '@/i18n/i18n';

/**
 * docs/product-spec.md §4 step 2, 'For Me': load the logged-in user's patient record (by email) under the 'Checking records...'
 * loading toast. Resolves to the record's _id, or null when it could not be loaded (the API client has toasted why).
 */
export function useConfirmForMe(email: string) {
  const { t } = useLanguage();
  const [fetchProfile] = useLazyGetPatientProfileQuery();

  return async (): Promise<string | null> => {
    const toastId = toast.loading(t('booking.checking'));
    try {
      // preferCacheValue: a second tap on 'For Me' need not ask the server again.
      const profile = await fetchProfile(email, true).unwrap();
      return profile._id;
    } catch {
      return null;
    } finally {
      toast.dismiss(toastId);
    }
  };
}
