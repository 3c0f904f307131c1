import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { clampQuantity } from '../utils/product-display';
import styles from './product-summary.module.css';

interface QuantitySelectorProps {
  value: number;
  stock: number;
  onChange: (value: number) => void;
}

/** An integer from 1 to the stock; whatever else is typed becomes 1 when the field is left. */
export function QuantitySelector({ value, stock, onChange }: QuantitySelectorProps) {
  // The text being typed; committed (and checked) on blur or Enter, so clearing the field to retype is possible.
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    onChange(clampQuantity(draft, stock));
    setDraft(null);
  };

  return (
    <div className={styles.quantity}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('products.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, stock))}
      >
        −
      </button>
      <input
        className={styles.quantityInput}
        aria-label={t('products.quantityInput')}
        inputMode="numeric"
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={t('products.increase')}
        disabled={value >= stock}
        onClick={() => onChange(clampQuantity(value + 1, stock))}
      >
        +
      </button>
    </div>
  );
}
