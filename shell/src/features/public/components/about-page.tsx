import { useTranslation } from '@callout/i18n/react';
import { Page } from '@callout/ui/page';

export function AboutPage() {
  const { t } = useTranslation('shell');
  return (
    <Page title={t('about.title')}>
      <section className="section" aria-labelledby="story">
        <h2 id="story">{t('about.storyTitle')}</h2>
        <p className="page__lead">{t('about.story')}</p>
      </section>
      <section className="section" aria-labelledby="values">
        <h2 id="values">{t('about.valuesTitle')}</h2>
        <ul className="grid">
          {t('about.values', { returnObjects: true }).map((value) => (
            <li key={value.title} className="card">
              <h3>{value.title}</h3>
              <p>{value.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="team">
        <h2 id="team">{t('about.teamTitle')}</h2>
        <ul className="grid">
          {t('about.team', { returnObjects: true }).map((member) => (
            <li key={member.name} className="card">
              <h3>{member.name}</h3>
              <p>{member.role}</p>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
