import { redirect } from 'next/navigation';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { localizedPath } from '@/lib/shop/locale';
import { operatorRoutes } from '@/lib/shop/routes';

/** /yonetim: the orders are where the day starts. */
export default async function BackofficeHome(props: LangPageProps) {
  const { locale } = await openPage(props);
  redirect(localizedPath(operatorRoutes.orders(), locale));
}
