import type { PageSection, SectionButton, SectionType, StripEntry } from '@site/contracts';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { Icon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { RouteLink, SiteLink } from '../../../components/ui/route-link';
import { Section } from '../../../components/ui/section';
import { StatList } from '../../../components/ui/stat-list';
import { HeroArt } from './hero-art';
import hero from './hero.module.css';
import shared from './sections.module.css';

interface ViewProps<T extends SectionType> {
  section: PageSection<T>;
  /** The strip's entries (strips only). */
  entries: readonly StripEntry[];
  /** The page's first section holds its only h1. */
  first: boolean;
}

/** One view per section type: a type added to the contracts fails the build until it is drawn here. */
const VIEWS: { [T in SectionType]: (props: ViewProps<T>) => ReactNode } = {
  hero: HeroView,
  stats: StatsView,
  cards: CardsView,
  richText: RichTextView,
  timeline: TimelineView,
  figures: FiguresView,
  cta: CtaView,
  strip: StripView,
};

/** A site page's visible sections, in order (hidden ones never reach the public answer). */
export function PageSections({
  sections,
  strips,
}: {
  sections: readonly PageSection[];
  strips: Record<string, readonly StripEntry[]>;
}) {
  return sections.map((section, index) => {
    const View = VIEWS[section.type] as (props: ViewProps<SectionType>) => ReactNode;
    return <View key={section.key} section={section} entries={strips[section.key] ?? []} first={index === 0} />;
  });
}

function Actions({ buttons, inverse = false }: { buttons: readonly SectionButton[]; inverse?: boolean }) {
  if (buttons.length === 0) return null;
  return (
    <div className={shared.actions}>
      {buttons.map((button) => (
        <ButtonLink
          key={`${button.label}${button.href}`}
          to={button.href}
          variant={
            button.style === 'primary' ? (inverse ? 'inverse' : 'primary') : inverse ? 'outlineInverse' : 'secondary'
          }
        >
          {button.label}
        </ButtonLink>
      ))}
    </div>
  );
}

/** Two cards side by side, three in a row when they come in threes, else four. */
function gridClass(count: number): string {
  if (count === 2) return `${shared.cards} ${shared.cardsTwo}`;
  if (count % 3 === 0 && count % 4 !== 0) return `${shared.cards} ${shared.cardsThree}`;
  return shared.cards;
}

function HeroView({ section: { key, data }, first }: ViewProps<'hero'>) {
  const Heading = first ? 'h1' : 'h2';
  if (data.size === 'compact') {
    return (
      <PageHeader title={data.title} eyebrow={data.eyebrow || undefined} as={Heading}>
        {data.text || data.buttons.length > 0 ? (
          <>
            {data.text}
            <Actions buttons={data.buttons} />
          </>
        ) : null}
      </PageHeader>
    );
  }
  return (
    <section className={hero.hero} aria-labelledby={`${key}-title`}>
      <Container className={hero.heroInner}>
        <div>
          {data.eyebrow && <p className={hero.eyebrow}>{data.eyebrow}</p>}
          <Heading id={`${key}-title`} className={hero.title}>
            {data.title}
          </Heading>
          {data.text && <p className={hero.lead}>{data.text}</p>}
          <Actions buttons={data.buttons} />
        </div>
        {data.picture ? (
          <FallbackImage
            className={hero.picture}
            src={data.picture.url}
            alt={data.picture.alt ?? ''}
            loading={first ? 'eager' : 'lazy'}
            sizes="(max-width: 1023px) 100vw, 480px"
          />
        ) : (
          <HeroArt />
        )}
      </Container>
    </section>
  );
}

function StatsView({ section: { key, data } }: ViewProps<'stats'>) {
  const stats = data.items.map((item) => ({ value: `${item.value}${item.unit}`, label: item.label }));
  return (
    <Section id={key} title={data.title || undefined} intro={data.intro || undefined} tone={data.tone}>
      {data.html ? (
        <div className={shared.split}>
          <div className={shared.prose}>
            <div className={shared.prose} dangerouslySetInnerHTML={{ __html: data.html }} />
            <Actions buttons={data.buttons} />
          </div>
          <StatList stats={stats} />
        </div>
      ) : (
        <>
          <StatList stats={stats} />
          <Actions buttons={data.buttons} />
        </>
      )}
    </Section>
  );
}

function CardsView({ section: { key, data } }: ViewProps<'cards'>) {
  return (
    <Section id={key} title={data.title || undefined} intro={data.intro || undefined} tone={data.tone}>
      <ul className={gridClass(data.items.length)}>
        {data.items.map((item, index) => (
          <li key={index} className={shared.card}>
            {item.picture ? (
              <FallbackImage
                className={shared.cardPicture}
                src={item.picture.url}
                alt={item.picture.alt ?? ''}
                sizes="(max-width: 767px) 100vw, 320px"
              />
            ) : item.icon ? (
              <span className={shared.cardIcon}>
                <Icon name={item.icon} />
              </span>
            ) : null}
            <h3>{item.href ? <SiteLink to={item.href}>{item.title}</SiteLink> : item.title}</h3>
            {item.text && <p>{item.text}</p>}
          </li>
        ))}
      </ul>
      <Actions buttons={data.buttons} />
    </Section>
  );
}

function RichTextView({ section: { key, data } }: ViewProps<'richText'>) {
  return (
    <Section id={key} title={data.title || undefined} intro={data.intro || undefined} tone={data.tone}>
      <div className={shared.prose} dangerouslySetInnerHTML={{ __html: data.html }} />
      <Actions buttons={data.buttons} />
    </Section>
  );
}

function TimelineView({ section: { key, data } }: ViewProps<'timeline'>) {
  return (
    <Section id={key} title={data.title || undefined} intro={data.intro || undefined} tone={data.tone}>
      <ol className={shared.timeline}>
        {data.items.map((item, index) => (
          <li key={index} className={shared.milestone}>
            <h3>
              <span className={shared.year}>{item.period}</span>
              {item.title}
            </h3>
            {item.text && <p>{item.text}</p>}
          </li>
        ))}
      </ol>
      <Actions buttons={data.buttons} />
    </Section>
  );
}

function FiguresView({ section: { key, data } }: ViewProps<'figures'>) {
  return (
    <Section id={key} title={data.title || undefined} intro={data.intro || undefined} tone={data.tone}>
      <ul className={gridClass(data.items.length)}>
        {data.items.map((item, index) => (
          <li key={index} className={shared.card}>
            <span className={shared.figure}>{item.figure}</span>
            {item.badge && <span className={shared.badge}>{item.badge}</span>}
            {item.text && <p>{item.text}</p>}
          </li>
        ))}
      </ul>
      <Actions buttons={data.buttons} />
    </Section>
  );
}

function CtaView({ section: { key, data }, first }: ViewProps<'cta'>) {
  const Heading = first ? 'h1' : 'h2';
  return (
    <section id={key} className={hero.ctaSection} aria-labelledby={`${key}-title`}>
      <Container>
        <div className={shared.cta}>
          <Heading id={`${key}-title`}>{data.title}</Heading>
          {data.text && <p>{data.text}</p>}
          <Actions buttons={data.buttons} inverse />
        </div>
      </Container>
    </section>
  );
}

function StripView({ section: { key, data }, entries }: ViewProps<'strip'>) {
  if (entries.length === 0) return null;
  return (
    <Section id={key} title={data.title || undefined} intro={data.intro || undefined} tone={data.tone}>
      <ul className={gridClass(entries.length)}>
        {entries.map((entry) => (
          <li key={entry.href} className={shared.card}>
            <FallbackImage
              className={shared.cardPicture}
              src={entry.picture}
              alt={entry.pictureAlt}
              sizes="(max-width: 767px) 100vw, 320px"
            />
            <h3>
              <RouteLink to={entry.href}>{entry.title}</RouteLink>
            </h3>
            {entry.text && <p>{entry.text}</p>}
            {entry.meta && <span className={shared.meta}>{entry.meta}</span>}
          </li>
        ))}
      </ul>
      <Actions buttons={data.buttons} />
    </Section>
  );
}
