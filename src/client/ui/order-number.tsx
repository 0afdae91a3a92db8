// An order's short number ("K-1042") beside its title wherever an order is shown. A copy of an order
// saved on the device before numbers existed has none until the next sync brings it.
import { formatOrderNumber } from '@contract/order-number';
import { useI18n } from '@client/i18n/use-i18n';
import { cx } from './cx';

export function OrderNumber({ orderNumber, className }: { orderNumber: number | null; className?: string }) {
  const { t } = useI18n();
  return (
    <span className={cx('font-mono text-xs font-semibold whitespace-nowrap text-slate-600 tabular-nums', className)} data-order-number="">
      {orderNumber === null ? t('ui.orderNumber.pending') : formatOrderNumber(orderNumber)}
    </span>
  );
}
