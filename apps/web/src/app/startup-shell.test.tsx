import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { removeShellOnFirstContent, StartupFallback } from './startup-shell';

function addShell() {
  const shell = document.createElement('div');
  shell.id = 'shell';
  shell.textContent = 'Academia SST';
  document.body.append(shell);
  return shell;
}

afterEach(() => document.getElementById('shell')?.remove());

describe('carcasa de arranque', () => {
  it('mientras la carcasa de index.html está en pantalla, la espera de arranque no pinta nada encima', () => {
    addShell();
    const { container } = render(<StartupFallback />);
    expect(container).toBeEmptyDOMElement();
  });

  it('sin carcasa (después del arranque) la espera muestra «Cargando…»', () => {
    render(<StartupFallback />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('la carcasa se quita en cuanto la aplicación pinta algo en #root', async () => {
    const shell = addShell();
    const root = document.createElement('div');
    document.body.append(root);
    removeShellOnFirstContent(root);
    await act(async () => Promise.resolve());
    expect(shell).toBeInTheDocument();
    root.append(document.createElement('header'));
    await act(async () => Promise.resolve());
    expect(document.getElementById('shell')).toBeNull();
    root.remove();
  });

  it('con una página dibujada por el servidor, la carcasa se quita de entrada y las esperas muestran «Cargando…»', () => {
    const shell = addShell();
    const root = document.createElement('div');
    root.innerHTML = '<main><h1>Rutas de aprendizaje</h1></main>';
    document.body.append(root);
    removeShellOnFirstContent(root);
    expect(shell).not.toBeInTheDocument();
    render(<StartupFallback />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    root.remove();
  });
});
