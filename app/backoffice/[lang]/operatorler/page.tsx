import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/operator/backoffice/ActionButton';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import { InviteForm } from '@/components/operator/backoffice/InviteForm';
import { Pager } from '@/components/operator/backoffice/Pager';
import { RoleSelect } from '@/components/operator/backoffice/RoleSelect';
import { SortHeader } from '@/components/operator/backoffice/SortHeader';
import { queryOf, type ListState } from '@/components/operator/backoffice/listQuery';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { pageFrom, sortFrom, type SearchParams, type SortDirection } from '@/lib/shop/operators/lists';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('operator', 'operatorsTitle');

type Props = LangPageProps & { searchParams: Promise<SearchParams> };

/** /yonetim/operatorler (owners only): invite, change a role, disable or enable, reset a lost second factor. */
export default async function OperatorsPage(props: Props) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, []);
  if (!allowed) return <Forbidden me={me} current="operators" />;
  const params = await props.searchParams;
  const { sort, dir } = sortFrom('operators', params);
  const page = pageFrom(params);
  const list: ListState = { filters: {}, sort, dir, page };
  const [t, format, data] = await Promise.all([getTranslations('operator'), getFormatter(), operatorRead('operator-operators', { Sort: sort, Dir: dir, Page: page }, locale)]);
  const hrefFor = (s: string, d: SortDirection) => operatorRoutes.operators(queryOf({ ...list, sort: s, dir: d, page: 1 }));
  const sortLabel = (label: string, next: SortDirection) => t('sortBy', { column: label, dir: next });
  return (
    <OperatorShell me={me} current="operators">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('operatorsTitle')}</h1>
      </div>
      <div className={styles.stack}>
        <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="invite-title">
          <h2 id="invite-title" className={styles.subtitle}>{t('inviteTitle')}</h2>
          <p className={styles.intro}>{t('inviteIntro')}</p>
          <InviteForm />
        </section>
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${backoffice.cards}`}>
            <caption className="visually-hidden">{t('operatorsTitle')}</caption>
            <thead>
              <tr>
                <SortHeader label={t('colEmail')} column="email" sort={sort} dir={dir} hrefFor={hrefFor} sortLabel={sortLabel} />
                <SortHeader label={t('operatorRole')} column="role" sort={sort} dir={dir} hrefFor={hrefFor} sortLabel={sortLabel} />
                <th scope="col">{t('colStatus')}</th>
                <th scope="col">{t('colTwoFactor')}</th>
                <SortHeader label={t('colAdded')} column="date" sort={sort} dir={dir} hrefFor={hrefFor} sortLabel={sortLabel} />
                <th scope="col">{t('colActions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.Rows.map((row) => {
                const self = row.Email.toLowerCase() === me.Email.toLowerCase();
                return (
                  <tr key={row.Id}>
                    <td data-label={t('colEmail')}>
                      {row.Email}
                      {row.Name ? (
                        <>
                          <br />
                          <span className={styles.muted}>{row.Name}</span>
                        </>
                      ) : null}
                    </td>
                    <td data-label={t('operatorRole')}>{self ? t(`role.${row.Role}`) : <RoleSelect id={row.Id} email={row.Email} role={row.Role} />}</td>
                    <td data-label={t('colStatus')}>
                      <span className={row.IsActive ? backoffice.badge : `${backoffice.badge} ${backoffice.warning}`}>
                        {row.InvitePending ? t('operatorInvited') : row.IsActive ? t('operatorActive') : t('operatorDisabled')}
                      </span>
                    </td>
                    <td data-label={t('colTwoFactor')}>{row.TwoFactor ? t('yes') : t('no')}</td>
                    <td data-label={t('colAdded')}>{format.dateTime(new Date(row.CreatedAt), { dateStyle: 'short' })}</td>
                    <td data-label={t('colActions')}>
                      {self ? (
                        <span className={styles.muted}>{t('operatorYou')}</span>
                      ) : (
                        <div className={backoffice.actions}>
                          <ActionButton
                            action="active"
                            data={{ Id: row.Id, Active: !row.IsActive }}
                            label={row.IsActive ? t('disable') : t('enable')}
                            accessibleName={t(row.IsActive ? 'disableOf' : 'enableOf', { email: row.Email })}
                            confirm={row.IsActive ? t('disableConfirm', { email: row.Email }) : undefined}
                          />
                          {row.TwoFactor ? (
                            <ActionButton action="resetTwoFactor" data={{ Id: row.Id }} label={t('resetTwoFactor')} accessibleName={t('resetTwoFactorOf', { email: row.Email })} confirm={t('resetTwoFactorConfirm', { email: row.Email })} variant="ghost" />
                          ) : null}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Pager page={page} hasMore={data.HasMore} label={t('operatorsTitle')} hrefFor={(p) => operatorRoutes.operators(queryOf({ ...list, page: p }))} />
      </div>
    </OperatorShell>
  );
}
