import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsPhone } from './theme.tsx';

export const SIDEBAR_WIDTH_PX = 420;

export interface FullScreenSidebarProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  position?: 'left' | 'right';
  closeLabel?: string;
  children: ReactNode;
}

export function FullScreenSidebar({
  opened,
  onClose,
  title,
  position = 'right',
  closeLabel = 'Close',
  children,
}: FullScreenSidebarProps) {
  const isPhone = useIsPhone();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position={position}
      size={isPhone ? '100%' : SIDEBAR_WIDTH_PX}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Drawer>
  );
}
