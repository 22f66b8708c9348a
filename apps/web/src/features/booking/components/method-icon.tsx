import type { ConsultationMethod } from '@hospital/contract/lists';
import { Icon, type IconProps } from '@/components/ui/icons';

// One small stroke icon per consultation method, drawn inline so nothing is fetched.
const PATHS: Record<ConsultationMethod, string> = {
  'hospital visit': 'M3 21h18M5 21V7l7-4 7 4v14M10 21v-5h4v5M12 8v5M9.5 10.5h5',
  video: 'M15 10l5-3v10l-5-3M3 7h12v10H3z',
  audio:
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
  chat: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM8 9h8M8 13h5',
};

export function MethodIcon({ method, className }: { method: ConsultationMethod } & IconProps) {
  return (
    <Icon className={className}>
      <path d={PATHS[method]} />
    </Icon>
  );
}
