/**
 * Drops citations a model invents: "[7]" when only passages 1–5 were given. Works on a stream, where "[1" may end
 * one fragment and "2]" begin the next, by holding back a fragment's unfinished bracket until the next one.
 */
export class CitationFilter {
  private pending = '';

  constructor(private readonly passageCount: number) {}

  /** The text of `fragment` that can be shown now. */
  push(fragment: string): string {
    const text = this.pending + fragment;
    const open = / ?\[\d{0,3}$/.exec(text);
    this.pending = open ? open[0] : '';
    return this.clean(open ? text.slice(0, open.index) : text);
  }

  /** What was held back at the end of the stream. */
  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return rest;
  }

  private clean(text: string): string {
    return text.replace(/ ?\[(\d{1,3})\]/g, (citation, number: string) => {
      const n = Number(number);
      return n >= 1 && n <= this.passageCount ? citation : '';
    });
  }
}

/** The whole text with unknown citations dropped. */
export function filterCitations(text: string, passageCount: number): string {
  const filter = new CitationFilter(passageCount);
  return filter.push(text) + filter.flush();
}
