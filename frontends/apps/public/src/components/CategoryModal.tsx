import { FLAT_CALL_CENTS, useAppStore, useFormatPrice } from '@helpwire/web-core';
import { Modal } from '@helpwire/ui';
import type { Category } from '../api/content-api';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { ContentIcon } from './ContentIcon';
import './category-modal.css';

/**
 * The category dialog (spec "Category" modal): what it covers, the guidelines as the steps to
 * prepare, its specialties and rates, and the next step for the reader's role.
 */
export function CategoryModal({ category, onClose }: { category: Category; onClose: () => void }) {
  const { t } = useTranslation('public');
  const formatPrice = useFormatPrice();
  const role = useAppStore((s) => s.auth.role);
  const openAuthModal = useAppStore((s) => s.openAuthModal);
  const helpPath = `/service-categories?category=${encodeURIComponent(category.slug)}`;

  return (
    <Modal title={category.name} onClose={onClose} wide>
      <div className="hwp-category-modal">
        <div className="hwp-category-modal__summary">
          <span className="hwp-icon-badge hwp-icon-badge--large">
            <ContentIcon name={category.icon} size={32} />
          </span>
          <div>
            <p>{category.description}</p>
            <p className="hwp-category-modal__rate">
              <span className="hwp-muted">{t('public.categories.modal.rate')}: </span>
              <strong>{t('public.price.perMinute', { price: formatPrice(category.rateCentsPerMinute) })}</strong>
            </p>
            <p className="hwp-muted hwp-small">{t('public.categories.modal.flatNote', { flat: formatPrice(FLAT_CALL_CENTS) })}</p>
          </div>
        </div>

        <section aria-labelledby={`prepare-${category.id}`}>
          <h3 id={`prepare-${category.id}`}>{t('public.categories.modal.prepare')}</h3>
          {category.guidelines.length > 0 ? (
            <ol className="hwp-steps-list">
              {category.guidelines.map((guideline, index) => (
                <li key={index}>{guideline}</li>
              ))}
            </ol>
          ) : (
            <p className="hwp-muted">{t('public.categories.modal.noGuidelines')}</p>
          )}
        </section>

        {category.subCategories.length > 0 && (
          <section aria-labelledby={`subcategories-${category.id}`}>
            <h3 id={`subcategories-${category.id}`}>{t('public.categories.modal.subcategories')}</h3>
            <ul className="hwp-subcategory-list">
              {category.subCategories.map((sub) => (
                <li key={sub.id} className="hwp-subcategory">
                  <span className="hwp-icon-badge hwp-icon-badge--small">
                    <ContentIcon name={sub.icon} size={18} />
                  </span>
                  <div>
                    <p className="hwp-subcategory__name">
                      <strong>{sub.name}</strong>
                      <span className="hwp-rate">{t('public.price.perMinute', { price: formatPrice(sub.rateCentsPerMinute) })}</span>
                    </p>
                    <p className="hwp-muted hwp-small">{sub.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}

        {role === 'USER' && (
          <div className="hwp-category-modal__actions">
            <Link className="hw-button hw-button--cta" to={helpPath} onClick={onClose}>
              {t('public.categories.modal.connect')}
            </Link>
          </div>
        )}
        {!role && (
          <div className="hwp-category-modal__actions">
            <p className="hwp-muted hwp-small">{t('public.categories.modal.signUpHint')}</p>
            <button
              type="button"
              className="hw-button hw-button--cta"
              onClick={() => {
                onClose();
                // Signed up (and verified), the visitor comes back to this category's help.
                openAuthModal('signup', helpPath);
              }}
            >
              {t('public.categories.modal.signUp')}
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}
