import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './active-filter-count';

describe('activeFilterCount', () => {
  it('is zero for a list that nothing narrows', () => {
    expect(activeFilterCount(new URLSearchParams(''))).toBe(0);
  });

  it('counts each filter that holds a value, the two years apart', () => {
    expect(activeFilterCount(new URLSearchParams('tipo=ley&estado=vigente'))).toBe(2);
    expect(activeFilterCount(new URLSearchParams('tipo=ley&tema=alturas&estado=vigente&desde=2010&hasta=2020'))).toBe(
      5,
    );
  });

  it('leaves out the search text, the sort, the page and empty values', () => {
    expect(activeFilterCount(new URLSearchParams('q=1072&orden=oldest&pagina=3&tipo=&tema=%20'))).toBe(0);
  });
});
