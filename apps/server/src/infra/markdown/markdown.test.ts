import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and tables', () => {
    const html = renderMarkdown(
      '## Ciclo PHVA\n\n**Planear** y *hacer*\n\n- uno\n- dos\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Ciclo PHVA</h2>');
    expect(html).toContain('<strong>Planear</strong>');
    expect(html).toContain('<li>uno</li>');
    expect(html).toContain('<td>1</td>');
  });

  it('never adds a second page title: # becomes a section heading', () => {
    expect(renderMarkdown('# Título\n\n## Sección')).toBe('<h2>Título</h2>\n<h2>Sección</h2>\n');
  });

  it('shows raw HTML as text, so scripts and event handlers never run', () => {
    const html = renderMarkdown('Hola <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('refuses javascript: and data: links and images', () => {
    const html = renderMarkdown(
      '[clic](javascript:alert(1)) ![x](data:text/html;base64,AAAA) [ok](https://mintrabajo.gov.co)',
    );
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toMatch(/src="data:/i);
    expect(html).toContain('href="https://mintrabajo.gov.co"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
