// The client's budget: services added to a client who already has some with a discount keep that
// discount, and the screen says what the client has and what all of it comes to. The client, its
// services and its discount are arranged through the API; only the budget screen is walked.
import { addClientByApi, API_URL, apiSignIn, DEMO_OWNER, expect, resetDemoData, signIn, teamIdByName, test } from './support';

test.beforeEach(async ({ request }) => resetDemoData(request));

test("services added to a client with a 15% discount keep it: the budget opens with it and says the client's total after saving", async ({ page, request }) => {
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const auth = `${owner.email}/${owner.token}`;
  const teamId = await teamIdByName(request, owner, 'Equipe Centro');
  await addClientByApi(request, owner, { name: 'Cliente Orçamento', phone: '11900000041', teamId, dates: [], hour: '09' });
  const { clients } = (await (await request.get(`${API_URL}/company/clients/${auth}/${owner.ownerId}`)).json()) as { clients: Array<{ id: string; name: string }> };
  const clientId = clients.find((c) => c.name === 'Cliente Orçamento')!.id;
  const { budgets } = (await (await request.get(`${API_URL}/company/items/budget/show/${auth}/${owner.ownerId}`)).json()) as { budgets: Array<{ id: string; itemName: string; price: number }> };
  const [first, second, third] = budgets;
  const attached = await request.post(`${API_URL}/company/clients/client/services/add`, {
    data: { email: owner.email, token: owner.token, clientId, createdById: owner.ownerId, selectedItemsList: [first, second], discount: 15 },
  });
  expect(attached.ok()).toBe(true);
  // In cents, the discount rounded once on the sum (core's servicesTotal).
  const discounted = (prices: number[]) => {
    const cents = prices.reduce((sum, p) => sum + Math.round(p * 100), 0);
    return new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format((cents - Math.round(cents * 0.15)) / 100);
  };

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto(`/business-clients/dashboard/client/budget?id=${clientId}`);
  await expect(page.getByText(`Cliente Orçamento already has 2 services attached: `)).toContainText(`${discounted([first!.price, second!.price])} with the client's 15% discount`);
  await expect(page.getByLabel('Discount (%)')).toHaveValue('15');
  await page.getByLabel('Service', { exact: true }).selectOption(third!.id);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText("All of Cliente Orçamento's services after saving (3)")).toContainText(discounted([first!.price, second!.price, third!.price]));
  await page.getByRole('button', { name: 'Save services' }).click();
  await expect(page).toHaveURL(/\/business-clients\/dashboard\/client\?id=/, { timeout: 15_000 });

  const todos = (await (await request.get(`${API_URL}/company/clients/client/todos/${auth}/${clientId}`)).json()) as { services: unknown[]; discount: number };
  expect(todos.discount).toBe(15);
  expect(todos.services).toHaveLength(3);
});
