import { Card, Group, Text, Title } from '@mantine/core';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { periodText, type ReportAnswer } from '@tripsetu/domain/reports.ts';

type Point = NonNullable<ReportAnswer['chart']>[number];
const SERIES = [
  { key: 'flights', label: 'Flights', colour: 'var(--ts-teal)' },
  { key: 'buses', label: 'Buses', colour: 'var(--ts-saffron)' },
  { key: 'hotels', label: 'Hotels', colour: '#4a5d9e' },
] as const;
const WIDTH = 720;
const HEIGHT = 220;
const AXIS = 64;

/** Rounds a maximum up to a value the axis can label: 1, 2 or 5 times a power of ten (in paise). */
export function niceCeiling(paise: number): number {
  if (paise <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(paise));
  const step = [1, 2, 5, 10].find((multiple) => multiple * power >= paise) ?? 10;
  return step * power;
}

/**
 * Sales by product as stacked bars, one per day or month, drawn as SVG (no chart library, nothing fetched). The
 * table below holds the same figures, so the chart is one image named by what it shows.
 */
export function SalesChart({ points }: { points: readonly Point[] }) {
  if (points.length === 0) return null;
  const sums = points.map((point) => point.flights + point.buses + point.hotels);
  const top = niceCeiling(Math.max(...sums));
  const slot = (WIDTH - AXIS) / points.length;
  const bar = Math.max(1, Math.min(28, slot * 0.7));
  const y = (paise: number) => (HEIGHT - 20) * (1 - paise / top);
  const best = points[sums.indexOf(Math.max(...sums))] as Point;
  const label = `Sales by product, ${periodText(points[0]?.period ?? '')} to ${periodText(points.at(-1)?.period ?? '')}: highest ${formatRupees(Math.max(...sums))} on ${periodText(best.period)}.`;
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} size="h5" mb="xs">
        Sales by product
      </Title>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="sales-chart" role="img" aria-label={label}>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line x1={AXIS} x2={WIDTH} y1={y(top * share)} y2={y(top * share)} stroke="var(--ts-line)" />
            <text x={AXIS - 6} y={y(top * share) + 4} textAnchor="end" fontSize="11" fill="currentColor">
              {formatRupees(Math.round(top * share))}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          let base = 0;
          return (
            <g key={point.period}>
              <title>{`${periodText(point.period)}: ${SERIES.map((s) => `${s.label} ${formatRupees(point[s.key])}`).join(', ')}`}</title>
              {SERIES.map((series) => {
                const value = point[series.key];
                const from = base;
                base += value;
                return value > 0 ? (
                  <rect
                    key={series.key}
                    x={AXIS + index * slot + (slot - bar) / 2}
                    width={bar}
                    y={y(from + value)}
                    height={y(from) - y(from + value)}
                    fill={series.colour}
                  />
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      <Group gap="md" mt="xs" aria-hidden="true">
        {SERIES.map((series) => (
          <Group key={series.key} gap={6}>
            <span className="sales-chart-key" style={{ background: series.colour }} />
            <Text size="sm">{series.label}</Text>
          </Group>
        ))}
      </Group>
    </Card>
  );
}
