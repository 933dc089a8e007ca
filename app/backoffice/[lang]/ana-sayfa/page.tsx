import { redirect } from 'next/navigation';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { localizedPath } from '@/lib/shop/locale';
import { operatorRoutes } from '@/lib/shop/operator-routes';

/** /yonetim/ana-sayfa: the home page content starts at the slider. */
export default async function HomeContentIndex(props: LangPageProps) {
  const { locale } = await openPage(props);
  redirect(localizedPath(operatorRoutes.homeContent('slider'), locale));
}
