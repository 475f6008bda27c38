/**
 * The image preview with its focal point: the point cropping keeps in view (a hero on a phone shows
 * a narrow slice of a wide photo). Click or drag on the preview to move it; with the keyboard, the
 * two named sliders below move it across and down.
 */
import { Box, Group, Image, Slider, Stack, Text } from '@mantine/core';
import type { PointerEvent } from 'react';
import type { FocalPoint } from '@/schema-kit/image-value';

const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 100) / 100));

export function FocalPointPicker({
  src,
  alt,
  focal,
  onChange,
  disabled,
  title,
}: {
  src: string | undefined;
  alt: string;
  focal: FocalPoint;
  onChange: (focal: FocalPoint) => void;
  disabled: boolean;
  title: string;
}) {
  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };
  return (
    <Stack gap={6}>
      <Box
        pos="relative"
        w="fit-content"
        maw="100%"
        style={{ cursor: disabled ? undefined : 'crosshair', touchAction: 'none', lineHeight: 0 }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          fromPointer(event);
        }}
        onPointerMove={(event) => {
          if (event.buttons === 1) fromPointer(event);
        }}
        data-testid="focal-preview"
      >
        {src ? (
          <Image
            src={src}
            alt={alt}
            mah={220}
            maw="100%"
            w="auto"
            fit="contain"
            radius="sm"
            draggable={false}
          />
        ) : (
          <Box w={220} h={120} bg="gray.1" style={{ borderRadius: 4 }} aria-hidden />
        )}
        <Box
          aria-hidden
          pos="absolute"
          w={22}
          h={22}
          style={{
            left: `${focal.x * 100}%`,
            top: `${focal.y * 100}%`,
            transform: 'translate(-50%, -50%)',
            borderRadius: '50%',
            border: '3px solid #ffffff',
            boxShadow: '0 0 0 2px #1f1430, 0 2px 6px rgba(0, 0, 0, 0.5)',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Group grow gap="md" align="flex-start">
        <Stack gap={2}>
          <Text size="xs">Focal point across: {Math.round(focal.x * 100)}%</Text>
          <Slider
            min={0}
            max={100}
            step={1}
            value={Math.round(focal.x * 100)}
            onChange={(x) => onChange({ ...focal, x: x / 100 })}
            thumbLabel={`${title}: focal point across`}
            label={(value) => `${value}%`}
            disabled={disabled}
          />
        </Stack>
        <Stack gap={2}>
          <Text size="xs">Focal point down: {Math.round(focal.y * 100)}%</Text>
          <Slider
            min={0}
            max={100}
            step={1}
            value={Math.round(focal.y * 100)}
            onChange={(y) => onChange({ ...focal, y: y / 100 })}
            thumbLabel={`${title}: focal point down`}
            label={(value) => `${value}%`}
            disabled={disabled}
          />
        </Stack>
      </Group>
    </Stack>
  );
}
