import { Icon, type IconName } from '../../components/ui/icons';
import shared from './marketing.module.css';

export interface IconCard {
  icon: IconName;
  title: string;
  text: string;
}

/** The marketing pages' grid of cards, each an icon, a title and a line of text. */
export function IconCards({ items }: { items: readonly IconCard[] }) {
  return (
    <ul className={shared.cards}>
      {items.map((item) => (
        <li key={item.title} className={shared.card}>
          <span className={shared.cardIcon}>
            <Icon name={item.icon} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
