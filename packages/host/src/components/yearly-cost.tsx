import { useLingui } from '@lingui/react';
import { type CostItem, UK_STUDY_COSTS, yearlyCost } from '@puente/core';
import { Section, Table, Text } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useExchangeRate } from '@puente/widgets/data';

const ITEM_LABELS: Record<CostItem, string> = {
  tuition: /*i18n*/ 'Tuition fees',
  living: /*i18n*/ 'Living costs (9 months)',
  visa: /*i18n*/ 'Student visa fee',
  healthSurcharge: /*i18n*/ 'Immigration Health Surcharge',
};

const REGION_LABELS = {
  london: /*i18n*/ 'UKVI’s figure for London',
  outsideLondon: /*i18n*/ 'UKVI’s figure outside London',
} as const;

/**
 * A programme's first year in the UK (core's yearlyCost): each cost with
 * its source and year, in pounds and, with the operator's rate, in pesos.
 */
export function YearlyCost({ programme }: { programme: { tuitionFees: number; region: string } }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const rate = useExchangeRate();
  const cost = yearlyCost(programme, UK_STUDY_COSTS, rate);
  const pesos = (mxn: number | null) =>
    // untranslated: a figure and the currency's code, the same in both languages
    mxn === null ? '—' : `≈ ${format.mxn(mxn)} MXN`;
  return (
    <Section title={i18n._('What a year costs')}>
      <Table.Root>
        <Table.Caption>
          {rate
            ? i18n._('Estimate of a first year; pesos at the exchange rate of {date}.', {
                date: format.longDay(rate.date),
              })
            : i18n._('Estimate of a first year.')}
        </Table.Caption>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell scope="col">{i18n._('Cost')}</Table.HeaderCell>
            <Table.HeaderCell scope="col">{i18n._('Pounds')}</Table.HeaderCell>
            <Table.HeaderCell scope="col">{i18n._('Pesos')}</Table.HeaderCell>
            <Table.HeaderCell scope="col">{i18n._('Source')}</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {cost.lines.map((line) => (
            <Table.Row key={line.item}>
              <Table.HeaderCell scope="row">{i18n._(ITEM_LABELS[line.item])}</Table.HeaderCell>
              <Table.Cell>{format.gbp(line.gbp)}</Table.Cell>
              <Table.Cell>{pesos(line.mxn)}</Table.Cell>
              <Table.Cell>
                {line.item === 'tuition'
                  ? i18n._('The programme')
                  : line.item === 'living'
                    ? i18n._('{source}, {year}', {
                        source: i18n._(REGION_LABELS[cost.region]),
                        year: line.year ?? '',
                      })
                    : i18n._('{source}, {year}', {
                        source: line.source ?? '',
                        year: line.year ?? '',
                      })}
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.HeaderCell scope="row">{i18n._('Total')}</Table.HeaderCell>
            <Table.Cell>{format.gbp(cost.totalGbp)}</Table.Cell>
            <Table.Cell>{pesos(cost.totalMxn)}</Table.Cell>
            <Table.Cell />
          </Table.Row>
        </Table.Body>
      </Table.Root>
      <Text size="sm" tone="muted">
        {i18n._(
          'Living costs are the amount UKVI asks a Student visa applicant to show; what you spend depends on where and how you live. The visa fee is paid once.',
        )}
      </Text>
    </Section>
  );
}
