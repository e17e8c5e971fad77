// / : the product's promise and the way in.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function HomeScreen() {
  const { t } = useTranslation();
  return (
    <section className="ft-hero" id="about">
      <p className="ft-hero__eyebrow">{t('home.eyebrow')}</p>
      <h1 className="ft-hero__title">{t('home.title')}</h1>
      <p className="ft-hero__subtitle">{t('home.subtitle')}</p>
      <div className="ft-hero__actions">
        <Link className="ft-button ft-button--primary" to="/create-account">
          {t('home.getStarted')}
        </Link>
        <Link className="ft-button ft-button--secondary" to="/loading">
          {t('home.signIn')}
        </Link>
      </div>
    </section>
  );
}
