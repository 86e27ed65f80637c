package keyapi

import (
	"errors"
	"net/http"
	"net/url"
	"strings"
)

// AccountsService groups the account operations, as API client
// generators write them: a request builder per operation, whose Execute
// hands it to the service, which adds the query and sends it through the
// client's shared helpers.
type AccountsService struct{ c *Client }

// Accounts returns the account operations.
func (c *Client) Accounts() *AccountsService { return &AccountsService{c: c} }

// AccountsRequest lists a user's accounts.
type AccountsRequest struct {
	svc          *AccountsService
	user, secret string
}

// List builds the request for user, signed with the user's secret.
func (s *AccountsService) List(user, secret string) AccountsRequest {
	return AccountsRequest{svc: s, user: user, secret: secret}
}

// Execute sends the request.
func (r AccountsRequest) Execute() (int, error) { return r.svc.listExecute(r) }

func (s *AccountsService) listExecute(r AccountsRequest) (int, error) {
	q := url.Values{}
	q.Add("userId", r.user)
	q.Add("userSecret", r.secret)
	req, err := s.c.prepare(http.MethodGet, "/accounts", q, nil)
	if err != nil {
		return 0, err
	}
	resp, err := s.c.call(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

// Login posts the user's password in a form body.
func (s *AccountsService) Login(user, password string) error {
	form := url.Values{}
	form.Add("password", password)
	req, err := s.c.prepare(http.MethodPost, "/login", url.Values{"userId": {user}}, form)
	if err != nil {
		return err
	}
	resp, err := s.c.call(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// prepare builds a request: queryParams go into the URL's query,
// formParams into the body.
func (c *Client) prepare(method, path string, queryParams, formParams url.Values) (*http.Request, error) {
	u, err := url.Parse(c.base + path)
	if err != nil {
		return nil, err
	}
	query := u.Query()
	for k, v := range queryParams {
		for _, iv := range v {
			query.Add(k, iv)
		}
	}
	u.RawQuery = query.Encode()
	return http.NewRequest(method, u.String(), strings.NewReader(formParams.Encode()))
}

func (c *Client) call(req *http.Request) (*http.Response, error) { return c.hc.Do(req) }

// Ping checks the API; its errors name the URL with any secret in it
// redacted, which sets a constant in its place.
func (c *Client) Ping() error {
	u, err := url.Parse(c.base + "/ping")
	if err != nil {
		return err
	}
	resp, err := c.hc.Get(u.String())
	if err != nil {
		return errors.New("keyapi: ping " + redact(u).String() + " failed")
	}
	return resp.Body.Close()
}

func redact(u *url.URL) *url.URL {
	q := u.Query()
	if q.Get("client_secret") != "" {
		q.Set("client_secret", "REDACTED")
		u.RawQuery = q.Encode()
	}
	return u
}
