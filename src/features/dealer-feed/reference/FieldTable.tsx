import type { FieldRow, ParameterRow, Translate } from './reference-model';
import styles from './reference.module.css';

/** A table of fields (a schema's properties or a call's parameters); it scrolls sideways on a phone and can be reached by keyboard to do so. */
export function FieldTable({ rows, label, t, parameters = false }: { rows: readonly (FieldRow | ParameterRow)[]; label: string; t: Translate; parameters?: boolean }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('table.field')}</th>
            {parameters ? <th scope="col">{t('table.in')}</th> : null}
            <th scope="col">{t('table.type')}</th>
            <th scope="col">{t('table.required')}</th>
            <th scope="col">{t('table.rules')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              {parameters ? <td>{'location' in row ? row.location : ''}</td> : null}
              <td>{row.type}</td>
              <td>{row.required ? t('table.yes') : t('table.no')}</td>
              <td>
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
