import { followUpDate, type Prescription } from '@hospital/contract/prescriptions';
import { Button } from '@/components/ui/button';
import { ButtonLink, TextLink } from '@/components/ui/button-link';
import { LoadFailed } from '@/components/ui/list-states';
import { NotFoundPanel } from '@/components/ui/not-found-panel';
import { LoadingShape } from '@/components/ui/loading-shape';
import { SkeletonBars } from '@/components/ui/skeleton-bars';
import { useLanguage } from '@/i18n/i18n';
import { useReadPrescriptionQuery } from '../api/prescriptions';
import { PrescriptionSheet } from './prescription-sheet';
import { PrintStyle } from './print-style';
import { VersionBanner } from './version-banner';

type PrescriptionPageProps = {
  id: string;
  /** The patient's side: "Book follow-up" and the way back to their list. A doctor reads and prints only. */
  forPatient: boolean;
};

/**
 * /prescriptions/{id}: one prescription, readable on a phone, printed on A4 by the browser. The server answers 404 to
 * anyone who may not read it, and the page then reads exactly as for a prescription that does not exist.
 */
export function PrescriptionPage({ id, forPatient }: PrescriptionPageProps) {
  const { t } = useLanguage();
  const { currentData: prescription, error, isFetching, refetch } = useReadPrescriptionQuery(id);

  if (!prescription) {
    if (isFetching || !error) return <PrescriptionSkeleton />;
    const status = 'status' in error ? error.status : undefined;
    if (status === 404 || status === 400) return <NotFoundPanel />;
    return <LoadFailed what={t('rxView.what')} onRetry={() => void refetch()} className="py-16" />;
  }

  return (
    <div className="mx-auto max-w-3xl px-3 py-4 sm:px-6 sm:py-8 print:max-w-none print:p-0">
      <PrintStyle />
      {forPatient && (
        <TextLink to="/patient/prescription" className="mb-2 print:hidden">
          {t('rxView.allPrescriptions')}
        </TextLink>
      )}
      <VersionBanner prescription={prescription} />
      <PrescriptionSheet prescription={prescription} />
      <div className="mt-4 flex flex-col gap-2 min-[400px]:flex-row print:hidden">
        <Button variant="secondary" onClick={() => window.print()} className="min-h-11 px-6">
          {t('rxView.print')}
        </Button>
        {forPatient && <BookFollowUp prescription={prescription} />}
        {forPatient && <OrderMedicines prescription={prescription} />}
      </div>
    </div>
  );
}

/** The booking with this doctor, starting on the first date they offer from the follow-up date. */
function BookFollowUp({ prescription }: { prescription: Prescription }) {
  const { t } = useLanguage();
  const { followUp, appointment } = prescription;
  if (!followUp || prescription.status !== 'signed') return null;
  const date = followUpDate(appointment.selectedDate, followUp);
  return (
    <ButtonLink
      to={`/make-appointment/${appointment.doctorId}?date=${date}`}
      className="flex min-h-11 items-center justify-center px-6 py-2.5"
    >
      {t('rxView.bookFollowUp')}
    </ButtonLink>
  );
}

/** The hospital pharmacy's order form for this prescription's medicines: a signed version only, never a replaced one. */
function OrderMedicines({ prescription }: { prescription: Prescription }) {
  const { t } = useLanguage();
  if (prescription.status !== 'signed' || prescription.medicines.length === 0) return null;
  return (
    <ButtonLink
      to={`/prescriptions/${prescription._id}/order`}
      className="flex min-h-11 items-center justify-center px-6 py-2.5"
    >
      {t('medicineOrder.orderMedicines')}
    </ButtonLink>
  );
}

function PrescriptionSkeleton() {
  const { t } = useLanguage();
  return (
    <LoadingShape label={t('rxView.loading')} className="mx-auto max-w-3xl px-3 py-4 sm:px-6 sm:py-8">
      <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-8">
        <SkeletonBars bars={['h-6 w-2/3', 'mt-2 h-4 w-1/2', 'mt-2 h-4 w-1/3', 'mt-6 h-4 w-full', 'mt-6 h-5 w-1/4']} />
        <SkeletonBars className="mt-3 space-y-3" bars={['h-4 w-5/6', 'h-4 w-4/6', 'h-4 w-5/6']} />
      </div>
    </LoadingShape>
  );
}
