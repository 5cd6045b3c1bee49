/** `GET /cep/{cep}`: the address of a CEP (DESIGN.md §7), empty strings where the service knows nothing. */
export interface CepAddress {
  zipCode: string;
  street: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}
