import { siteConfig } from '@/config/site';
import { FrameMaker } from '@/features/social-frame/components/frame-maker';
import { useDocumentHead } from '@/lib/head';

export function SocialFrameRoute() {
  useDocumentHead({
    title: `Photo Frame Maker | ${siteConfig.name}`,
    description: `Put your photo in the ${siteConfig.name} frame and download it for social media.`,
  });
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Photo frame maker</h1>
      <p className="mt-2 mb-6 text-slate-600">
        Add the {siteConfig.name} frame to your photo and share it on social media.
      </p>
      <FrameMaker />
    </section>
  );
}
