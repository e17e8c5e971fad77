// The owner journey of the business issue: set-up with working hours, services in one batch,
// a manager, a collaborator, a team, and the plan limit shown in the UI.
import { API_URL, DEMO_OWNER, expect, freePlanOwnerWithFiveCollaborators, pickAddress, registerByApi, resetDemoData, signIn, signInAndActivate, test } from './support';

test.beforeEach(async ({ request }) => resetDemoData(request));

test('a new owner sets up the business, adds services, a manager, a collaborator and a team', async ({ page, request }) => {
  const email = await registerByApi(request, 'owner');
  await signInAndActivate(page, request, email);

  await page.getByRole('link', { name: 'Set up my business' }).click();
  await expect(page).toHaveURL(/\/role-business$/);
  await page.getByLabel('Commercial name').fill('Maria Limpezas');
  await page.getByLabel('Business nickname').fill('maria.limpezas');
  await page.getByLabel('Business id (CNPJ)').fill('11.222.333/0001-81');
  await page.getByLabel('Phone').fill('11912345678');
  await page.getByLabel('Primary business e-mail').fill('contato@marialimpezas.com');
  await page.getByLabel('Secondary business e-mail').fill('financeiro@marialimpezas.com');
  await pickAddress(page, 'Address', 'Avenida Paulista, 1000, São Paulo', /São Paulo/);
  await page.getByText('Cleaning', { exact: true }).click();

  // Working hours: Monday 08-18, Saturday 08-12, closed on Sunday; Sunday hours are refused.
  await page.getByRole('button', { name: 'Add working day' }).click();
  await page.getByLabel('Day', { exact: true }).selectOption({ label: 'Saturday' });
  await page.getByLabel('Closes at').selectOption({ label: '12:00' });
  await page.getByRole('button', { name: 'Add working day' }).click();
  await page.getByRole('button', { name: 'Add closed day' }).click();
  await page.getByLabel('Day', { exact: true }).selectOption({ label: 'Sunday' });
  await page.getByRole('button', { name: 'Add working day' }).click();
  await expect(page.getByText('That day is closed, it cannot be added as working hours.')).toBeVisible();
  await page.getByLabel('Day', { exact: true }).selectOption({ label: 'Monday' });
  await page.getByRole('button', { name: 'Add working day' }).click();
  await expect(page.getByText('That day is already added as working hours.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Working days' }).getByRole('listitem')).toHaveCount(2);

  await page.getByLabel('I accept the terms of use').check();
  await page.getByRole('button', { name: 'Register my business' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('link', { name: /Business configuration/ })).toBeVisible();

  // Two services saved in one batch.
  await page.goto('/business-services');
  await page.getByRole('button', { name: 'Add services' }).click();
  await page.getByLabel('Name').fill('Limpeza padrão');
  await page.getByLabel('Price').fill('120,50');
  await page.getByRole('button', { name: 'Add to the list' }).click();
  await page.getByLabel('Name').fill('Passadoria');
  await page.getByLabel('Price').fill('90');
  await page.getByRole('button', { name: 'Add to the list' }).click();
  await page.getByRole('button', { name: 'Save 2 services' }).click();
  const services = page.getByRole('table', { name: 'Services' });
  await expect(services.getByRole('row', { name: /Limpeza padrão.*120\.50/ })).toBeVisible();
  await expect(services.getByRole('row', { name: /Passadoria.*90\.00/ })).toBeVisible();

  // A manager, who gets a welcome e-mail.
  await page.goto('/business-manager');
  await page.getByLabel('Name', { exact: true }).fill('Bruna');
  await page.getByLabel('Surname').fill('Gerente');
  const managerEmail = `manager.${Date.now()}@example.com`;
  await page.getByLabel('E-mail').fill(managerEmail);
  await page.getByLabel('Password', { exact: true }).fill('Manager#2026');
  await page.getByRole('button', { name: 'Add manager' }).click();
  await expect(page).toHaveURL(/\/business-managers$/, { timeout: 15_000 });
  await expect(page.getByRole('row', { name: /Bruna Gerente/ })).toBeVisible();
  const welcome = (await (await request.get(`${API_URL}/__dev/outbox`, { params: { email: managerEmail } })).json()) as Array<{ text: string }>;
  expect(welcome[0]?.text).toContain('/login');

  // A collaborator with a street that names no city: offered as typed, and kept as typed.
  await page.goto('/business-colaborator');
  await page.getByLabel('Name', { exact: true }).fill('Caio');
  await page.getByLabel('Surname').fill('Campo');
  await page.getByLabel('Phone').fill('11955554444');
  await pickAddress(page, 'Address', 'Rua das Acácias, 42', 'Rua das Acácias, 42');
  await page.getByRole('button', { name: 'Add collaborator' }).click();
  await expect(page).toHaveURL(/\/business-colaborators$/, { timeout: 15_000 });
  await expect(page.getByRole('row', { name: /Caio Campo/ })).toContainText('Rua das Acácias, 42');

  // A team led by the manager, with the collaborator; then its name edited.
  await page.goto('/business-team');
  await page.getByRole('button', { name: 'Create team' }).click();
  const dialog = page.getByRole('dialog', { name: 'New team' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Add a team name before continuing')).toBeVisible();
  await expect(dialog.getByText('Add employers before continuing')).toBeVisible();
  await dialog.getByLabel('Team name').fill('Equipe Paulista');
  await dialog.getByLabel('Leader').selectOption({ label: 'Bruna Gerente' });
  await dialog.getByText('Caio Campo').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Equipe Paulista' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit: Equipe Paulista' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit team' });
  await edit.getByLabel('Team name').fill('Equipe Bela Vista');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Equipe Bela Vista' })).toBeVisible();
  await expect(page.getByText('Leader: Bruna Gerente')).toBeVisible();
  await expect(page.getByText('1 collaborator', { exact: true })).toBeVisible();
});

test('the plan limit refusal shows in the UI and the form stays usable', async ({ page, request }) => {
  // The demo business is on plus; a fresh free-plan business already has its 5 collaborators.
  const owner = await freePlanOwnerWithFiveCollaborators(request);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/business-colaborator');
  await page.getByLabel('Name', { exact: true }).fill('Sexto');
  await page.getByLabel('Surname').fill('Colaborador');
  await page.getByLabel('Phone').fill('11955554444');
  await pickAddress(page, 'Address', 'Rua Augusta, 500, São Paulo', /São Paulo/);
  await page.getByRole('button', { name: 'Add collaborator' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your free plan allows up to 5 collaborators. Upgrade to the basic plan to add up to 10.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add collaborator' })).toBeEnabled();
  await expect(page).toHaveURL(/\/business-colaborator$/);
});

test('an owner deletes a service after confirming, and searches and pages the collaborators', async ({ page }) => {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-services');
  await page.getByRole('button', { name: 'Delete: Passadoria' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete?' });
  await expect(confirm).toContainText('Do you really want to continue deleting Passadoria?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: /Passadoria/ })).toHaveCount(0);

  await page.goto('/business-colaborators');
  await expect(page.getByRole('table', { name: 'Collaborators' }).getByRole('row')).toHaveCount(11); // header + 10 a page
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('table', { name: 'Collaborators' }).getByRole('row')).toHaveCount(3);
  await page.getByLabel('Search by name, e-mail or phone').fill('joao');
  await expect(page.getByText('There are no registered items for now.')).toBeVisible();
  await page.getByLabel('Search by name, e-mail or phone').fill('JULIANA');
  await expect(page.getByRole('row', { name: /Juliana Rocha/ })).toBeVisible();
});
