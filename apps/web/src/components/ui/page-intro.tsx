type PageIntroProps = {
  /** The h1's id, which labels the page's section. */
  id: string;
  title: string;
  /** The sentence under the title: what the page is for. */
  intro: string;
};

/** A page's h1 and, under it, the sentence that says what the page is for. */
export function PageIntro({ id, title, intro }: PageIntroProps) {
  return (
    <div>
      <h1 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-1 text-slate-700">{intro}</p>
    </div>
  );
}
