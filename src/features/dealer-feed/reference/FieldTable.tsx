import type { FieldRow, ParameterRow, Translate } from './reference-model';
import styles from './reference.module.css';

/**
 * A table of fields (a schema's properties or a call's parameters). On a phone each row stacks into
 * a card, every cell under its column's name (`data-label`), so nothing scrolls sideways; from 640 px
 * it is a table, which may still scroll inside its frame and can be reached by keyboard to do so.
 */
export function FieldTable({ rows, label, t, parameters = false }: { rows: readonly (FieldRow | ParameterRow)[]; label: string; t: Translate; parameters?: boolean }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {/* Explicit roles: some browsers drop a table's semantics once its cells are display: block (the phone layout). */}
      <table className={styles.table} role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{t('table.field')}</th>
            {parameters ? <th scope="col" role="columnheader">{t('table.in')}</th> : null}
            <th scope="col" role="columnheader">{t('table.type')}</th>
            <th scope="col" role="columnheader">{t('table.required')}</th>
            <th scope="col" role="columnheader">{t('table.rules')}</th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.name} role="row">
              <th scope="row" role="rowheader">
                <code>{row.name}</code>
              </th>
              {parameters ? <td role="cell" data-label={t('table.in')}>{'location' in row ? row.location : ''}</td> : null}
              <td role="cell" data-label={t('table.type')}>{row.type}</td>
              <td role="cell" data-label={t('table.required')}>{row.required ? t('table.yes') : t('table.no')}</td>
              <td role="cell" data-label={t('table.rules')}>
                {row.description ? <p className={styles.description}>{row.description}</p> : null}
                {row.rules.length ? <p className={styles.rules}>{row.rules.join(' · ')}</p> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
