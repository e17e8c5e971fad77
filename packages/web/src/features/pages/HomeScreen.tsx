// / : the promise, the six benefits, the industries, service tags and plans (spec decision 4).
import { loadingDestination, planPrice, type PaidPlan, type Viewer } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../di/DiProvider';
import { formatCents } from '../../shared/format';
import { Link } from '../../ui/Link';
import { SessionViewModel } from '../../shared/session.view-model';

const PROMISES = ['potential', 'durations', 'routes', 'productivity'] as const;
const BENEFITS = ['savings', 'productivity', 'efficiency', 'analysis', 'planning', 'communication'] as const;
const INDUSTRIES = ['transport', 'home', 'cleaning', 'events'] as const;
const ICONS: Record<(typeof BENEFITS)[number], string> = {
  savings: 'M12 3v18M7 8h7a3 3 0 010 6H9a3 3 0 000 6h8',
  productivity: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  efficiency: 'M12 2v4M12 18v4M4.9 4.9l2.8 2.8M16.3 16.3l2.8 2.8M2 12h4M18 12h4M4.9 19.1l2.8-2.8M16.3 7.7l2.8-2.8',
  analysis: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  planning: 'M3 5h18v16H3zM3 9h18M8 3v4M16 3v4',
  communication: 'M21 12a8 8 0 01-11.5 7.2L3 21l1.8-6.5A8 8 0 1121 12z',
};

const list = (text: string) => text.split(',').map((item) => item.trim()).filter(Boolean);

/** Where a plan card leads: the plan screen for an owner, the dashboard for anyone else signed in, else registration. */
const planTarget = (viewer: Viewer): string => (!viewer ? '/create-account' : viewer.role === 'employer' && viewer.activation === 'activated' ? '/account-plan' : loadingDestination(viewer));

function PlanCard({ plan, language, viewer }: { plan: 'free' | PaidPlan; language: string; viewer: Viewer }) {
  const { t } = useTranslation('home');
  const price = plan === 'free' ? null : planPrice(plan, language);
  return (
    <article className={`ft-card ft-plan${plan === 'basic' ? ' ft-plan--featured' : ''}`}>
      {plan === 'basic' && <span className="ft-plan__badge">{t('plans.popular')}</span>}
      <h3 className="ft-plan__name">{t(`plans.${plan}.name`)}</h3>
      <p className="ft-plan__price">
        {price ? formatCents(price.monthlyCents, language, price.currency) : t('plans.free.price')}
        {price && <span className="ft-plan__period"> {t('plans.perMonth')}</span>}
      </p>
      <ul className="ft-plan__features">
        {list(t(`plans.${plan}.features`)).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link className={`ft-button ${plan === 'basic' ? 'ft-button--primary' : 'ft-button--secondary'}`} to={planTarget(viewer)}>
        {t('plans.choose')}
      </Link>
    </article>
  );
}

export const HomeScreen = observer(function HomeScreen() {
  const { t, i18n } = useTranslation('home');
  const viewer = useService(SessionViewModel).viewer;
  return (
    <div className="ft-home">
      <section className="ft-hero" id="about">
        <p className="ft-hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 className="ft-hero__title">{t('hero.title')}</h1>
        <p className="ft-hero__subtitle">{t('hero.subtitle')}</p>
        <div className="ft-hero__actions">
          {viewer ? (
            <Link className="ft-button ft-button--primary" to={loadingDestination(viewer)}>
              {t('hero.toDashboard')}
            </Link>
          ) : (
            <>
              <Link className="ft-button ft-button--primary" to="/create-account">
                {t('hero.getStarted')}
              </Link>
              <Link className="ft-button ft-button--secondary" to="/loading">
                {t('hero.signIn')}
              </Link>
            </>
          )}
        </div>
        <p className="ft-hero__note">{t('hero.note')}</p>
      </section>

      <section className="ft-home__section" aria-labelledby="promise-title">
        <h2 id="promise-title">{t('promise.title')}</h2>
        <div className="ft-promise-grid">
          {PROMISES.map((key, index) => (
            <div key={key} className="ft-promise">
              <span className="ft-promise__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`promise.items.${key}.title`)}</h3>
              <p>{t(`promise.items.${key}.text`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="ft-home__section" aria-labelledby="benefits-title">
        <h2 id="benefits-title">{t('benefits.title')}</h2>
        <ul className="ft-benefits">
          {BENEFITS.map((key) => (
            <li key={key} className="ft-card ft-benefit">
              <svg className="ft-benefit__icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <path d={ICONS[key]} />
              </svg>
              <h3>{t(`benefits.items.${key}.title`)}</h3>
              <p>{t(`benefits.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="ft-home__section" aria-labelledby="industries-title">
        <h2 id="industries-title">{t('industries.title')}</h2>
        <ul className="ft-industries">
          {INDUSTRIES.map((key) => (
            <li key={key}>{t(`industries.items.${key}`)}</li>
          ))}
        </ul>
        <h3 className="ft-home__subtitle">{t('tags.title')}</h3>
        <ul className="ft-tags">
          {list(t('tags.list')).map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </section>

      <section className="ft-home__section" id="plans" aria-labelledby="plans-title">
        <h2 id="plans-title">{t('plans.title')}</h2>
        <div className="ft-plans">
          <PlanCard plan="free" language={i18n.language} viewer={viewer} />
          <PlanCard plan="basic" language={i18n.language} viewer={viewer} />
          <PlanCard plan="plus" language={i18n.language} viewer={viewer} />
        </div>
        <div className="ft-card ft-migration">
          <div>
            <h3>{t('plans.migration.title')}</h3>
            <p>{t('plans.migration.text')}</p>
          </div>
          <Link className="ft-button ft-button--secondary" to="/contact-us">
            {t('plans.migration.action')}
          </Link>
        </div>
      </section>
    </div>
  );
});
