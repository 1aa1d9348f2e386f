import { useId, useRef, useState, type MouseEvent } from 'react';

/**
 * A button that opens a menu, with the ARIA that ties them together. Spread `buttonProps` on the button and
 * `menuProps` on the MUI `Menu`; `choose(action)` makes a menu item's click handler that closes the menu and hands the
 * button to `action`, so focus can come back to it after a dialog.
 */
export function useMenuButton() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const buttonId = useId();
  const menuId = useId();

  return {
    buttonProps: {
      ref: buttonRef,
      id: buttonId,
      'aria-haspopup': 'menu',
      'aria-controls': open ? menuId : undefined,
      'aria-expanded': open ? 'true' : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    } as const,
    menuProps: {
      id: menuId,
      anchorEl: anchor,
      open,
      onClose: () => setAnchor(null),
      slotProps: { list: { 'aria-labelledby': buttonId } },
    },
    choose: (action: (opener: HTMLElement | null) => void) => () => {
      setAnchor(null);
      action(buttonRef.current);
    },
  };
}
