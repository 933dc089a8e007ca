/**
 * The address step of a guest's checkout in İstanbul (city 34), as the benches and the resilience
 * test send it with /payment-process or /get-paytr-token: a valid T.C. Kimlik No and phone.
 * @param {number} districtId one of /get-district-list for city 34
 * @param {string} email
 */
export const guestCheckout = (districtId, email) => ({
  LanguageId: 1,
  Email: email,
  DeliveryNameSurname: 'Deniz Kaya',
  DeliveryPhone: '(532) 123 45 67',
  DeliveryCityId: 34,
  DeliveryDistrictId: districtId,
  DeliveryAddress: 'Moda Cad. No: 1',
  BillNameSurname: 'Deniz Kaya',
  BillCitizenshipNumber: '10000000146',
  ContractAccepted: true,
});
