import { getDefaultZIndex, Loader, Overlay, Stack, Text } from '@mantine/core';

export interface FullScreenLoaderProps {
  visible: boolean;
  text?: string;
}

export function FullScreenLoader({ visible, text = 'Please Wait' }: FullScreenLoaderProps) {
  if (!visible) return null;
  return (
    <Overlay fixed center zIndex={getDefaultZIndex('max')} color="#fff" backgroundOpacity={0.7} blur={2}>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text fw={600}>{text}</Text>
      </Stack>
    </Overlay>
  );
}
