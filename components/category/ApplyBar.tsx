import { Button } from '@/components/ui/Button';
import styles from './CategoryFilters.module.css';

/** The filter form's Apply: it sticks to the bottom of the sheet or the screen, so it is never below a long list. */
export function ApplyBar({ label }: { label: string }) {
  return (
    <div className={styles.applyBar}>
      <Button type="submit" block>
        {label}
      </Button>
    </div>
  );
}
