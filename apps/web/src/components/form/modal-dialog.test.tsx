import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

/**
 * Rendered right after the dialog, its layout effect runs in the commit that opens the dialog, after
 * the dialog's own layout effects and before the browser paints: it reads what a person gets on the
 * dialog's first frame, and presses Escape then.
 */
function FirstFrame({ onFrame }: { onFrame: (frame: { focusInside: boolean; pageScrolls: boolean }) => void }) {
  useLayoutEffect(() => {
    const dialog = document.querySelector('[role="dialog"]');
    onFrame({
      focusInside: dialog?.contains(document.activeElement) ?? false,
      pageScrolls: document.body.style.overflow !== 'hidden',
    });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  }, [onFrame]);
  return null;
}

describe('ModalDialog', () => {
  it('es modal desde su primer fotograma: el foco ya está dentro, la página ya no se desplaza y Escape ya la cierra', () => {
    const onClose = vi.fn();
    const onFrame = vi.fn();
    render(
      <>
        <ModalDialog title="Añadir marca" onClose={onClose}>
          <label>
            NIF
            <input />
          </label>
        </ModalDialog>
        <FirstFrame onFrame={onFrame} />
      </>,
    );
    expect(onFrame).toHaveBeenCalledWith({ focusInside: true, pageScrolls: false });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
