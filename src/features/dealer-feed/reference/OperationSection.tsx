import { FieldTable } from './FieldTable';
import type { OperationView, Translate } from './reference-model';
import styles from './reference.module.css';

/** One call of the API: method and path, what it does, its parameters, body and answers. */
export function OperationSection({ operation, t }: { operation: OperationView; t: Translate }) {
  const headingId = `api-${operation.id}-heading`;
  return (
    <section id={`api-${operation.id}`} className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.operationTitle}>
        {operation.summary}
      </h3>
      <p className={styles.endpoint}>
        <span className={styles.method} data-method={operation.method}>
          {operation.method}
        </span>
        <code>{operation.path}</code>
      </p>
      <p className={styles.text}>{operation.description}</p>
      {operation.parameters.length ? (
        <>
          <h4 className={styles.partTitle}>{t('parameters')}</h4>
          <FieldTable rows={operation.parameters} label={`${operation.summary}: ${t('parameters')}`} t={t} parameters />
        </>
      ) : null}
      {operation.bodyTypes.length ? (
        <>
          <h4 className={styles.partTitle}>{t('requestBody')}</h4>
          <p className={styles.text}>
            {t('contentTypes', { types: operation.bodyTypes.join(', ') })}
            {operation.bodySchema ? (
              <>
                {': '}
                <a href={`#schema-${operation.bodySchema}`}>
                  <code>{operation.bodySchema}</code>
                </a>
              </>
            ) : null}
          </p>
        </>
      ) : null}
      <h4 className={styles.partTitle}>{t('responses')}</h4>
      <dl className={styles.responses}>
        {operation.responses.map((response) => (
          <div key={response.status} className={styles.response}>
            <dt>
              <code>{response.status}</code>
            </dt>
            <dd>{response.description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
