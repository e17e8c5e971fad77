// The account lifecycle end to end: register, activate with the e-mailed code, choose a role,
// sign out and in, and reset the password.
import { DEMO_OWNER, expect, latestCode, signIn, test, uniqueEmail } from './support';

test('a new user registers, activates, signs out and in, and resets the password', async ({ page, request }) => {
  const email = uniqueEmail('maria');

  await page.goto('/create-account');
  await page.getByLabel('Name', { exact: true }).fill('Maria');
  await page.getByLabel('Surname').fill('Silva');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret#2026');
  await page.getByLabel('Document (CPF)').fill('529.982.247-25');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Accepting the terms of use is required to proceed')).toBeVisible();
  await page.getByLabel('I accept the terms of use').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account created' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });

  // Not waiting for the redirect here: the check page's waiting text shows on the way.
  await signIn(page, email, 'Secret#2026', { expectSuccess: false });
  await expect(page.getByText('Please wait, we are verifying your account')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user\/account\/active$/);
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page.getByLabel('Activation code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/account\/role$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Choose your branch' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up my business' })).toHaveAttribute('href', '/role-business');

  // On a desktop the side menu is a sidebar, always open once signed in.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText(['Business role', 'Freelancer role']);
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('fieldteam.session'))).toBeNull();

  await signIn(page, email, 'Secret#2026');
  await expect(page).toHaveURL(/\/dashboard\/user\/account\/role$/);
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  const requestedAt = new Date().toISOString();
  await page.goto('/request-code');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/forgot-password/, { timeout: 15_000 });
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Code').fill(await latestCode(request, email, requestedAt));
  await page.getByLabel('New password').fill('Brand#New2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });

  await signIn(page, email, 'Secret#2026', { expectSuccess: false });
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
  await signIn(page, email, 'Brand#New2026');
  await expect(page).toHaveURL(/\/dashboard\/user\/account\/role$/);
});

test("a wrong password shows the server's error and re-enables the button", async ({ page }) => {
  await signIn(page, DEMO_OWNER.email, 'Wrong#Password1', { expectSuccess: false });
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
});

test('a stored session whose token no longer matches is signed out to the root', async ({ page }) => {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('fieldteam.session')!);
    stored.session.token = 'stale-token-from-another-device';
    localStorage.setItem('fieldteam.session', JSON.stringify(stored));
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('fieldteam.session'))).toBeNull();
});

test('the route policy sends people where they may go', async ({ page }) => {
  // Signed out, the sign-in page remembers the page asked for.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome, Carla. What would you like to do today?')).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('malformed input is refused before any call, with the rule\'s message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please check the provided email and try again.')).toBeVisible();
  await expect(page.getByText('Must contain more than 8 characters and more than 3 letters')).toBeVisible();
});
