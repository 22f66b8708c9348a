import { siteConfig } from '@/config/site';
import { FrameMaker } from '@/features/social-frame/components/frame-maker';
import { usePageHead } from '@/lib/page-head';

export function SocialFrameRoute() {
  const t = usePageHead('head.photoFrame', 'head.photoFrameDescription');
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('frame.heading')}</h1>
      <p className="mt-2 mb-6 text-slate-600">{t('frame.intro', { name: siteConfig.name })}</p>
      <FrameMaker />
    </section>
  );
}
