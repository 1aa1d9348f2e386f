import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { SERVER_STATE_ID } from '@academia/shared/page-rendering';
import { readServerState, serializeServerState } from './server-state';

function stateWith(data: unknown) {
  const client = new QueryClient();
  client.setQueryData(['routes', 'catalog'], data);
  return { width: 400, answers: dehydrate(client) };
}

function documentWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('página');
  doc.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ID}">${text}</script>`;
  return doc;
}

describe('the answers a server-rendered page carries', () => {
  it('cannot close their element, whatever the text in them', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const text = serializeServerState(stateWith({ title: hostile }));
    expect(text).not.toContain('<');
    const doc = documentWith(text);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readServerState(doc)?.answers.queries[0]?.state.data).toEqual({ title: hostile });
  });

  it('are read back as they were written', () => {
    const state = stateWith({ items: [{ id: 'ruta-1', title: 'Trabajo seguro en alturas' }] });
    expect(readServerState(documentWith(serializeServerState(state)))).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it('are absent from a page the browser renders, and a damaged element counts as absent', () => {
    expect(readServerState(document.implementation.createHTMLDocument('vacía'))).toBeNull();
    expect(readServerState(documentWith('{"queries": ['))).toBeNull();
    expect(readServerState(documentWith('{"width": 400}'))).toBeNull();
    expect(readServerState(documentWith('{"answers": {"queries": []}}'))).toBeNull();
    expect(readServerState(documentWith('null'))).toBeNull();
  });
});
