'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import editing from '@/components/operator/editing/Editing.module.css';
import { runBlogSchedule } from '@/lib/api/editorial';

/**
 * Runs the schedule job once, now: posts whose moment has passed reach the cached magazine at once
 * instead of within the job's minute. Says how many came due.
 */
export function ScheduleRunButton() {
  const t = useTranslations('operatorEditorial');
  const router = useRouter();
  const [state, setState] = useState<{ busy: boolean; said: string }>({ busy: false, said: '' });
  const run = async () => {
    setState({ busy: true, said: '' });
    const envelope = await runBlogSchedule();
    setState({ busy: false, said: envelope?.succeeded ? t('scheduleRan', { count: envelope.data.Published }) : (envelope?.message ?? '') });
    router.refresh();
  };
  return (
    <div>
      <button type="button" className={editing.tool} disabled={state.busy} onClick={() => void run()}>
        {t('scheduleRun')}
      </button>
      <p role="status">{state.busy ? t('scheduleRunning') : state.said}</p>
    </div>
  );
}
